// The extraction index: renders window.WARP_MANIFEST (index-files/data.js, the manifest
// wrapped in a script because pages opened from the file system cannot fetch files) as
// cards with search, kind filters and paging; models open in a three.js preview. Over http
// the page reads the .glb itself; from the file system it cannot, so the smaller models
// have a copy as a script (index-files/glb/<path>.js calls warpGlb; index-files/previews.js
// lists them: the tool keeps the index lean, html.c).
(function () {
  'use strict';
  var PAGE = 200;
  var manifest = window.WARP_MANIFEST || {};
  var items = collect(manifest);
  var state = { query: '', kinds: {}, page: 0, shown: items };

  // Every output item with its path relative to the index, its entry and the entry's kind.
  function collect(m) {
    var out = [];
    function add(o, folder, entry) {
      if (!o || !o.kind || o.kind === 'note') return;
      var it = { o: o, kind: o.kind, entry: entry, file: o.file ? (folder ? folder + '/' : '') + o.file : null };
      it.title = o.name || o.clip || (o.kind === 'scene_view' ? o.scene + ' (scene view)' : o.file) || o.kind;
      it.text = [it.title, it.file, o.kind, entry ? entry.name : '', entry ? String(entry.index) : '',
        entry ? entry.kind : '', o.format || '', o.error || ''].join(' ').toLowerCase();
      out.push(it);
    }
    (m.entries || []).forEach(function (e) {
      var first = out.length, view = null;
      (e.outputs || []).forEach(function (o) { add(o, e.folder, e); });
      out.slice(first).forEach(function (it) { if (it.kind === 'scene_view') view = it; });
      if (view) out.slice(first).forEach(function (it) { if (it.kind === 'scene') it.view = view; });
    });
    (m.items || []).forEach(function (o) { add(o, '', null); });
    // A disc image's streamed sounds and music (BFW.SND/, MUSIC.SND/: index-files/streams.js).
    (window.WARP_STREAMS || []).forEach(function (st) {
      var first = out.length;
      ((st.manifest || {}).items || []).forEach(function (o) { add(o, st.folder, null); });
      out.slice(first).forEach(function (it) {
        it.stream = st.folder;
        it.text += ' ' + st.folder.toLowerCase() + ' ' + (st.manifest.kind || '');
      });
    });
    return out;
  }

  function el(tag, attrs, text) {
    var n = document.createElement(tag);
    for (var k in attrs || {}) n.setAttribute(k, attrs[k]);
    if (text != null) n.textContent = text;
    return n;
  }

  function kindCounts() {
    var c = {};
    items.forEach(function (it) { c[it.kind] = (c[it.kind] || 0) + 1; });
    return c;
  }

  function setup() {
    var counts = kindCounts(), kinds = Object.keys(counts).sort();
    document.getElementById('title').textContent = 'warp extraction' + (manifest.wad ? ': ' + manifest.wad : '');
    var s = items.length + ' outputs';
    if (manifest.entries) s += ' from ' + manifest.entries.length + ' entries';
    if (manifest.status) s += ' (' + manifest.status + ')';
    document.getElementById('summary').textContent = s;
    var box = document.getElementById('kinds');
    kinds.forEach(function (k) {
      state.kinds[k] = k !== 'raw';
      var cb = el('input', { type: 'checkbox', 'data-kind': k });
      cb.checked = state.kinds[k];
      cb.addEventListener('change', function () { state.kinds[k] = cb.checked; filter(); });
      var l = el('label');
      l.appendChild(cb);
      l.appendChild(document.createTextNode(' ' + k + ' (' + counts[k] + ')'));
      box.appendChild(l);
    });
    var sec = document.getElementById('sections'), byEntryKind = {};
    (manifest.entries || []).forEach(function (e) { byEntryKind[e.kind] = (byEntryKind[e.kind] || 0) + 1; });
    Object.keys(byEntryKind).sort().forEach(function (k) {
      var a = el('a', { href: '#', 'data-entry-kind': k }, k + ' ' + byEntryKind[k]);
      a.addEventListener('click', function (ev) {
        ev.preventDefault();
        var q = document.getElementById('search');
        q.value = k;
        state.query = k;
        filter();
      });
      sec.appendChild(a);
    });
    var q = document.getElementById('search');
    q.addEventListener('input', function () { state.query = q.value.trim().toLowerCase(); filter(); });
    document.getElementById('viewer-close').addEventListener('click', closeViewer);
    filter();
  }

  function filter() {
    var words = state.query ? state.query.split(/\s+/) : [];
    state.shown = items.filter(function (it) {
      if (!state.kinds[it.kind]) return false;
      for (var i = 0; i < words.length; i++) if (it.text.indexOf(words[i]) < 0) return false;
      return true;
    });
    state.page = 0;
    render();
  }

  function pager(id) {
    var p = document.getElementById(id), pages = Math.max(1, Math.ceil(state.shown.length / PAGE));
    p.textContent = '';
    var prev = el('button', { type: 'button' }, 'Previous'), next = el('button', { type: 'button' }, 'Next');
    prev.disabled = state.page === 0;
    next.disabled = state.page >= pages - 1;
    prev.addEventListener('click', function () { state.page--; render(); });
    next.addEventListener('click', function () { state.page++; render(); });
    p.appendChild(prev);
    p.appendChild(next);
    p.appendChild(document.createTextNode(' page ' + (state.page + 1) + ' of ' + pages + ', ' +
      state.shown.length + ' shown'));
  }

  function meta(it) {
    var o = it.o, parts = [];
    if (o.width) parts.push(o.width + 'x' + o.height);
    if (o.format) parts.push(o.format);
    if (o.vertices != null) parts.push(o.vertices + ' vertices, ' + o.triangles + ' triangles');
    if (o.duration != null) parts.push(Number(o.duration).toFixed(2) + ' s');
    if (o.rate) parts.push(o.rate + ' Hz');
    if (o.size != null && it.kind === 'raw') parts.push(o.size + ' bytes');
    if (o.error) parts.push(o.error);
    if (o.lone_part) parts.push('a world part alone, in its own coordinates (no named world stream places it)');
    if (it.kind === 'scene_view' || it.view) parts.push(sceneMeta(it.view ? it.view.o : o));
    if (it.stream) parts.push(it.stream + (o.hash ? ' ' + o.hash : ''));
    if (it.entry) parts.push('entry ' + it.entry.index + (it.entry.name ? ' ' + it.entry.name : '') + ' (' + it.entry.kind + ')');
    if (o.source) parts.push(o.source);
    return parts.join(' | ');
  }

  // What a scene's view shows (its scene_view item): the roles placed, and those left out and why.
  function sceneMeta(o) {
    var s = o.frames + ' frames' + (o.parts > 1 ? ' in ' + o.parts + ' parts' : '') + ', ' + o.roles_placed + ' of ' + o.roles + ' roles, ' + o.objects_placed + ' of ' +
      o.objects + ' objects drawn';
    if (o.left_out && o.left_out.length)
      s += '; left out: ' + o.left_out.map(function (l) { return l.name + ' (' + l.why + ')'; }).join(', ');
    return s;
  }

  // The .glb files with a rendered picture beside them (<name>.thumb.png; index-files/thumbs.js).
  var thumbs = {};
  (window.WARP_THUMBS || []).forEach(function (f) { thumbs[f] = true; });

  function card(it) {
    var c = el('div', { class: 'card', 'data-kind': it.kind, 'data-entry-kind': it.entry ? it.entry.kind : '' });
    if (it.stream) c.setAttribute('data-stream', it.stream);
    var f = it.file || '', ext = f.slice(f.lastIndexOf('.') + 1).toLowerCase();
    var g = it.view ? it.view.file : ext === 'glb' ? f : ''; /* a scene's JSON shows its view's picture */
    var pic = ext === 'png' ? f : thumbs[g] ? g.slice(0, -4) + '.thumb.png' : null;
    if (pic) {
      var t = el('div', { class: 'thumb' });
      t.appendChild(el('img', { src: pic, loading: 'lazy', alt: it.title, class: ext === 'png' ? 'tex' : 'shot' }));
      c.appendChild(t);
    }
    c.appendChild(el('div', { class: 'name' }, it.title));
    c.appendChild(el('span', { class: 'badge' }, it.kind));
    c.appendChild(el('div', { class: 'meta' }, meta(it)));
    if (ext === 'glb') {
      var b = el('button', { type: 'button', class: 'preview' }, it.kind === 'scene_view' ? 'Play scene' : 'View 3D');
      b.addEventListener('click', function () { openViewer(it); });
      c.appendChild(b);
    } else if (it.view) { /* a scene's JSON: its view plays beside the file */
      var p = el('button', { type: 'button', class: 'preview' }, 'Play scene');
      p.addEventListener('click', function () { openViewer(it.view); });
      c.appendChild(p);
      c.appendChild(el('a', { href: f }, 'open'));
    } else if (ext === 'wav') {
      c.appendChild(el('audio', { controls: '', preload: 'none', src: f }));
    } else if (f) {
      c.appendChild(el('a', { href: f }, 'open'));
    }
    return c;
  }

  function render() {
    var box = document.getElementById('cards');
    box.textContent = '';
    var start = state.page * PAGE, frag = document.createDocumentFragment();
    state.shown.slice(start, start + PAGE).forEach(function (it) { frag.appendChild(card(it)); });
    box.appendChild(frag);
    pager('pager-top');
    pager('pager-bottom');
  }

  // ---- 3D preview -------------------------------------------------------------------------
  var view = null, pending = {}, copies = {};
  (window.WARP_PREVIEWS || []).forEach(function (f) { copies[f] = true; });

  window.warpGlb = function (path, base64) {
    var cb = pending[path];
    delete pending[path];
    if (!cb) return;
    var bin = atob(base64), bytes = new Uint8Array(bin.length);
    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
    cb(bytes.buffer);
  };

  function status(s) { document.getElementById('viewer-status').textContent = s; }

  function ensureView() {
    if (view) return view;
    var W = window.WarpThree;
    if (!W) return null;
    var T = W.THREE, canvas = document.getElementById('viewer-canvas');
    var renderer = new T.WebGLRenderer({ canvas: canvas, antialias: true, preserveDrawingBuffer: true });
    var scene = new T.Scene(), camera = new T.PerspectiveCamera(45, 1, 0.01, 10000);
    scene.background = new T.Color(0x222222);
    scene.add(new T.HemisphereLight(0xffffff, 0x444444, 2.5));
    var sun = new T.DirectionalLight(0xffffff, 1.5);
    sun.position.set(1, 2, 1.5);
    scene.add(sun);
    var controls = new W.OrbitControls(camera, canvas), clock = new T.Clock();
    view = { T: T, W: W, renderer: renderer, scene: scene, camera: camera, controls: controls, clock: clock,
      model: null, mixer: null, anim: null, frames: 0 };
    function frame() {
      requestAnimationFrame(frame);
      if (document.getElementById('viewer').hidden) return;
      var w = canvas.clientWidth, h = canvas.clientHeight;
      if (canvas.width !== w || canvas.height !== h) {
        renderer.setSize(w, h, false);
        camera.aspect = w / Math.max(1, h);
        camera.updateProjectionMatrix();
      }
      var dt = clock.getDelta();
      if (view.mixer) view.mixer.update(dt);
      if (view.anim) view.anim.tick();
      controls.update();
      renderer.render(scene, camera);
      if (view.model) canvas.setAttribute('data-frames', String(++view.frames));
    }
    frame();
    return view;
  }

  // The viewer's title: the name where one is known (a recovered resource name is the file's
  // name, a named entry its folder's), the hash only where nothing names it.
  function viewerTitle(it) {
    var e = it.entry, named = e && e.name && !/^\d+$/.test(e.name);
    var file = it.file.slice(it.file.lastIndexOf('/') + 1), stem = file.replace(/\.glb$/, '');
    if (it.kind === 'scene_view') return it.title;
    var title = stem;
    if (e && named && e.name !== stem) title += ' (' + e.name + ')';
    else if (e && !named && stem !== e.name) title += ' (entry ' + e.index + ')';
    return title;
  }

  function openViewer(it) {
    var panel = document.getElementById('viewer');
    panel.hidden = false;
    document.getElementById('viewer-title').textContent = viewerTitle(it);
    var v = ensureView();
    if (!v) { status('three-viewer.js is missing: no 3D preview'); return; }
    if (v.model) { v.scene.remove(v.model); v.model = null; v.mixer = null; v.anim = null; }
    document.getElementById('viewer-anim').hidden = true;
    v.frames = 0;
    ['data-frames', 'data-nodes', 'data-meshes', 'data-hidden', 'data-clip', 'data-clip-time'].forEach(function (a) {
      document.getElementById('viewer-canvas').removeAttribute(a);
    });
    status('loading ' + it.file);
    function parse(buf) {
      new v.W.GLTFLoader().parse(buf, '', function (gltf) { show(v, gltf, it); }, function (e) {
        status('cannot read ' + it.file + ': ' + (e && e.message ? e.message : e));
      });
    }
    function fromCopy() {
      if (!copies[it.file]) {
        status('no preview copy of ' + it.file + ' (only the smaller models have one, to keep the index small): ' +
          'serve this folder over http (python3 -m http.server) to view every model, or open the .glb in a viewer');
        return;
      }
      pending[it.file] = parse;
      var s = document.createElement('script');
      s.src = 'index-files/glb/' + it.file.split('/').map(encodeURIComponent).join('/') + '.js';
      s.onerror = function () { delete pending[it.file]; status('no preview data for ' + it.file); };
      document.body.appendChild(s);
    }
    if (location.protocol === 'file:') { fromCopy(); return; } /* no fetch from the file system */
    var url = it.file.split('/').map(encodeURIComponent).join('/');
    (window.fetch ? fetch(url) : Promise.reject(new Error('no fetch'))).then(function (r) {
      if (!r.ok) throw new Error('HTTP ' + r.status);
      return r.arrayBuffer();
    }).then(parse, fromCopy);
  }

  function show(v, gltf, it) {
    var T = v.T, root = gltf.scene, canvas = document.getElementById('viewer-canvas');
    v.model = root;
    v.scene.add(root);
    // The first clip at its first frame before the framing: a scene's characters stand on their
    // marks only once their joints move there (a skinned mesh's box follows its bones).
    if (gltf.animations.length) v.anim = clips(v, root, gltf.animations, canvas);
    // Hidden layers (an assembled level's collision: "extras": {"hidden": true}) start hidden
    // and do not count for the framing.
    var nodes = 0, meshes = 0, hidden = 0, box = new T.Box3();
    root.traverse(function (o) {
      nodes++;
      if (o.isMesh || o.isLine) meshes++;
      if (o.userData && o.userData.hidden) o.visible = false, hidden++;
    });
    root.updateMatrixWorld(true);
    root.traverseVisible(function (o) { if (o.isMesh || o.isLine) box.expandByObject(o); });
    if (box.isEmpty()) box.setFromObject(root);
    var size = box.getSize(new T.Vector3()), c = box.getCenter(new T.Vector3());
    var r = Math.max(size.x, size.y, size.z, 1e-3);
    v.camera.near = r / 1000;
    v.camera.far = r * 100;
    v.camera.position.set(c.x + r * 1.2, c.y + r * 0.8, c.z + r * 1.2);
    v.camera.updateProjectionMatrix();
    v.controls.target.copy(c);
    canvas.setAttribute('data-nodes', String(nodes - 1));
    canvas.setAttribute('data-meshes', String(meshes));
    canvas.setAttribute('data-hidden', String(hidden));
    var what = nodes - 1 + ' nodes, ' + gltf.animations.length + ' clip(s)';
    if (it.kind === 'scene_view') what = 'scene ' + it.o.scene + ': ' + sceneMeta(it.o);
    status(what + '; drag to orbit, wheel to zoom');
  }

  // A character's clips (its .glb has one glTF animation a clip): a list, play/pause and a
  // slider over the clip's frames (30 a second, as the game plays them). The canvas carries
  // what plays (data-clip, data-clip-time) for the browser test.
  function clips(v, root, list, canvas) {
    var T = v.T, FPS = 30, sel = document.getElementById('viewer-clips'), play = document.getElementById('viewer-play');
    var slider = document.getElementById('viewer-frame'), label = document.getElementById('viewer-time');
    var a = { action: null, clip: null, playing: true };
    v.mixer = new T.AnimationMixer(root);
    sel.textContent = '';
    sel.appendChild(el('option', { value: '' }, 'reference pose'));
    list.forEach(function (c, i) { sel.appendChild(el('option', { value: String(i) }, c.name || 'clip ' + i)); });
    function pick() {
      v.mixer.stopAllAction();
      a.clip = sel.value === '' ? null : list[Number(sel.value)];
      a.action = a.clip ? v.mixer.clipAction(a.clip) : null;
      if (a.action) {
        a.action.reset().play();
        a.action.paused = !a.playing;
      }
      slider.max = a.clip ? String(Math.max(0, Math.round(a.clip.duration * FPS))) : '0';
      slider.disabled = play.disabled = !a.clip;
      a.tick();
    }
    a.tick = function () {
      var t = a.action ? a.action.time : 0;
      if (a.action && document.activeElement !== slider) slider.value = String(Math.round(t * FPS));
      label.textContent = a.clip ? 'frame ' + Math.round(t * FPS) + ' / ' + slider.max : '';
      canvas.setAttribute('data-clip', a.clip ? a.clip.name : '');
      canvas.setAttribute('data-clip-time', t.toFixed(3));
    };
    sel.onchange = pick;
    play.onclick = function () {
      a.playing = !a.playing;
      play.textContent = a.playing ? 'Pause' : 'Play';
      if (a.action) a.action.paused = !a.playing;
    };
    slider.oninput = function () { /* a frame picked by hand: shown at once, paused or not */
      if (!a.action) return;
      a.action.time = Math.min(a.clip.duration, Number(slider.value) / FPS);
      v.mixer.update(0);
      a.tick();
    };
    play.textContent = 'Pause';
    sel.value = '0'; /* the first clip plays at once */
    document.getElementById('viewer-anim').hidden = false;
    pick();
    v.mixer.update(0); /* its first frame's pose, for the framing */
    return a;
  }

  function closeViewer() { document.getElementById('viewer').hidden = true; }

  // For tests and the console: the model shown (a three.js object), and showing a frame of the
  // clip that plays (as the slider does).
  window.WarpViewer = {
    model: function () { return view && view.model; },
    frame: function (n) {
      var s = document.getElementById('viewer-frame');
      s.value = String(n);
      s.dispatchEvent(new Event('input'));
    }
  };

  setup();
})();
