// Browser test of the extraction index: node html_check.mjs PLAYWRIGHT_DIR CHROMIUM OUTDIR SHOT.png [streams]
// Opens OUTDIR/index.html from the file system in headless Chromium and checks that every
// thumbnail loads (a .glb card shows its rendered picture), a model's 3D preview draws
// something besides the background, the assembled level opens with its nodes (the collision
// hidden), a character plays its clips (the time advances, pauses, the slider picks a frame,
// another clip plays), a scene plays (its card says what its view places, its animation plays, a role's
// joints move between two frames), a sound card's player reads its .wav, (with `streams`: a disc
// image's extraction) a streamed sound's and a music track's cards play, the search box filters, and
// nothing is logged as an error; then over http (the page reads the .glb
// itself) and, from the file system, a model without a preview copy (the card says how to
// view it). Exit 0 pass, 1 fail.
import { createRequire } from 'module';
import fs from 'fs';
import http from 'http';
import path from 'path';
import { pathToFileURL } from 'url';

const [pwDir, chromium, outdir, shot, streams] = process.argv.slice(2);
const require = createRequire(path.join(pwDir, 'node_modules', 'x.js'));
const { chromium: launcher } = require('playwright-core');

let failures = 0;
function check(ok, what) {
  console.log((ok ? 'ok   ' : 'FAIL ') + what);
  if (!ok) failures++;
}

const browser = await launcher.launch({
  executablePath: chromium,
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
// A load the next navigation cancels (the sound card's .wav still streaming) is not the page's
// error; a missing or unreadable file (net::ERR_FILE_NOT_FOUND, ...) is.
page.on('requestfailed', (r) => {
  const why = r.failure() ? r.failure().errorText : '';
  if (why !== 'net::ERR_ABORTED') errors.push(`request failed: ${r.url()} (${why})`);
});
await page.goto(pathToFileURL(path.join(outdir, 'index.html')).href);
await page.waitForSelector('#cards .card');

// Every thumbnail on every page loads (scrolled into view so lazy images are fetched).
const total = await page.evaluate(() => document.querySelectorAll('#cards .card').length);
check(total > 0, `${total} cards on the first page`);
let thumbs = 0, broken = [];
for (;;) {
  const imgs = await page.$$('#cards img');
  for (const img of imgs) await img.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => [...document.querySelectorAll('#cards img')].every((i) => i.complete));
  const res = await page.evaluate(() => [...document.querySelectorAll('#cards img')].map((i) => [i.getAttribute('src'), i.naturalWidth]));
  thumbs += res.length;
  broken.push(...res.filter((r) => !(r[1] > 0)).map((r) => r[0]));
  const next = await page.$('#pager-top button:nth-of-type(2)');
  if (!next || await next.isDisabled()) break;
  await next.click();
}
check(thumbs > 0 && broken.length === 0, `${thumbs} thumbnails load (broken: ${broken.join(', ') || 'none'})`);
// Every 3D card (a .glb) shows its rendered picture (<name>.thumb.png).
const glbCards = await page.evaluate(() => [...document.querySelectorAll('#cards .card')]
  .filter((c) => c.querySelector('button.preview'))
  .map((c) => { const i = c.querySelector('img'); return i && i.getAttribute('src').endsWith('.thumb.png') && i.naturalWidth === 64; }));
check(glbCards.length > 0 && glbCards.every(Boolean), `${glbCards.length} .glb cards on the page each show a 64x64 thumbnail`);
await page.evaluate(() => window.scrollTo(0, 0));
await page.click('#pager-top button:nth-of-type(1)').catch(() => {});

// Search: a word from one texture's name leaves only matching cards.
const name = await page.evaluate(() => {
  const c = [...document.querySelectorAll('#cards .card')].find((x) => x.dataset.kind === 'texture');
  return c ? c.querySelector('.name').textContent : null;
});
check(!!name, `a texture card to search for (${name})`);
const before = await page.evaluate(() => document.querySelectorAll('#cards .card').length);
await page.fill('#search', name);
const after = await page.evaluate(() => document.querySelectorAll('#cards .card').length);
const allMatch = await page.evaluate((n) => [...document.querySelectorAll('#cards .card')]
  .every((c) => c.textContent.toLowerCase().includes(n.toLowerCase())), name);
check(after >= 1 && after < before && allMatch, `search '${name}' leaves ${after} of ${before} cards, all matching`);
await page.fill('#search', 'no-such-thing-anywhere');
check(await page.evaluate(() => document.querySelectorAll('#cards .card').length) === 0, 'a search with no match shows none');
await page.fill('#search', '');

// 3D preview of the first model draws non-background pixels.
async function preview(page, label) {
const model = await page.$('#cards .card[data-kind="model"] button.preview');
check(!!model, `${label}: a model card with a 3D preview`);
if (model) {
  await model.click();
  await page.waitForFunction(() => Number(document.getElementById('viewer-canvas').dataset.frames || 0) > 3, null, { timeout: 20000 });
  const canvas = await page.$('#viewer-canvas');
  const png = await canvas.screenshot({ path: shot });
  const drawn = await page.evaluate(() => {
    const c = document.getElementById('viewer-canvas');
    const t = document.createElement('canvas');
    t.width = c.width; t.height = c.height;
    const g = t.getContext('2d');
    g.drawImage(c, 0, 0);
    const d = g.getImageData(0, 0, t.width, t.height).data;
    let n = 0;
    for (let i = 0; i < d.length; i += 4)
      if (Math.abs(d[i] - 0x22) + Math.abs(d[i + 1] - 0x22) + Math.abs(d[i + 2] - 0x22) > 24) n++;
    return [n, t.width * t.height];
  });
  check(png.length > 0 && drawn[0] > 200, `${label}: the preview draws ${drawn[0]} of ${drawn[1]} pixels off the background`);
  const title = await page.textContent('#viewer-title');
  check(title === 'dyn_crate_geo (entry 0)', `${label}: the viewer's title names the model, not its hash (${title})`);
}
}
await preview(page, 'file');

// Open a card's 3D view (the viewer closed first: it may cover the card) and wait until it draws.
async function open3d(card) {
  if (await page.isVisible('#viewer')) await page.click('#viewer-close');
  const b = await page.$(`#cards .card${card} button.preview`);
  check(!!b, `a card ${card} with a 3D view`);
  if (!b) return false;
  await b.scrollIntoViewIfNeeded();
  await b.click();
  await page.waitForFunction(() => Number(document.getElementById('viewer-canvas').dataset.frames || 0) > 3, null, { timeout: 20000 });
  return true;
}
const attr = (a) => page.evaluate((n) => document.getElementById('viewer-canvas').getAttribute(n), a);

// The assembled level opens as one scene: its worlds, placed objects, collision (hidden) and paths.
if (await open3d('[data-kind="level_scene"]')) {
  const nodes = Number(await attr('data-nodes')), meshes = Number(await attr('data-meshes')), hidden = Number(await attr('data-hidden'));
  check(nodes >= 10 && meshes >= 3 && hidden >= 1, `the assembled level loads ${nodes} nodes, ${meshes} meshes, ${hidden} hidden (its collision)`);
}

// A character plays its clips: the first at once; the time advances, pauses, and the slider picks a frame.
if (await open3d('[data-entry-kind="skinned_model"]')) {
  const clips = await page.evaluate(() => [...document.querySelectorAll('#viewer-clips option')].map((o) => o.textContent));
  const clip = await attr('data-clip'), t0 = Number(await attr('data-clip-time'));
  check(clips.length >= 3 && !!clip && clips.includes(clip), `clip list ${clips.join(', ')}; playing ${clip}`);
  await page.waitForFunction((t) => Number(document.getElementById('viewer-canvas').dataset.clipTime) !== t, t0, { timeout: 10000 });
  const t1 = Number(await attr('data-clip-time'));
  check(t1 !== t0, `the clip's time advances (${t0} -> ${t1} s)`);
  await page.click('#viewer-play');
  const p0 = await attr('data-clip-time');
  await page.waitForTimeout(400);
  const p1 = await attr('data-clip-time');
  check(p0 === p1 && (await page.textContent('#viewer-play')) === 'Play', `paused, the time stays (${p0}, ${p1})`);
  await page.evaluate(() => { const s = document.getElementById('viewer-frame'); s.value = '12'; s.dispatchEvent(new Event('input')); });
  const f = Number(await attr('data-clip-time'));
  check(Math.abs(f - 12 / 30) < 1e-3, `the slider picks frame 12 (${f} s)`);
  await page.selectOption('#viewer-clips', { index: 2 });
  await page.click('#viewer-play');
  const other = await attr('data-clip');
  await page.waitForFunction((t) => Number(document.getElementById('viewer-canvas').dataset.clipTime) > t, 0, { timeout: 10000 });
  check(other === clips[2], `another clip plays (${other})`);
  await page.click('#viewer-close');
}

// A scene plays: its card says what its view places; the view plays the scene's one animation (named after
// it) at once, and a role's joints move between two frames (the sample's role clip walks the pelvis 1 m in
// 60 frames: 0.5 m by frame 30).
const sceneMeta = await page.evaluate(() => {
  const c = [...document.querySelectorAll('#cards .card[data-kind="scene"]')].find((x) => x.querySelector('button.preview'));
  return c ? [c.querySelector('.name').textContent, c.querySelector('.meta').textContent] : null;
});
check(sceneMeta && sceneMeta[1].includes('1 of 1 roles'), `a scene card with its view: ${sceneMeta && sceneMeta.join(': ')}`);
if (await open3d('[data-kind="scene"]')) {
  const clip = await attr('data-clip'), t0 = Number(await attr('data-clip-time'));
  check(clip === 'cs_sample', `the scene's animation plays (${clip})`);
  await page.waitForFunction((t) => Number(document.getElementById('viewer-canvas').dataset.clipTime) !== t, t0, { timeout: 10000 });
  check(Number(await attr('data-clip-time')) !== t0, `the scene's time advances (${t0} -> ${await attr('data-clip-time')} s)`);
  const said = await page.textContent('#viewer-status');
  check(said.includes('scene cs_sample') && said.includes('1 of 1 roles'), `the viewer says what plays (${said.slice(0, 70)})`);
  await page.click('#viewer-play'); /* paused: the frames below stay put */
  const moved = await page.evaluate(() => {
    const at = (f) => {
      window.WarpViewer.frame(f);
      let role = null;
      window.WarpViewer.model().traverse((o) => { if (!role && o.name === 'warr_sample') role = o; });
      const out = [];
      if (role) role.traverse((o) => { if (o.isBone) { const p = o.getWorldPosition(o.position.clone()); out.push([p.x, p.y, p.z]); } });
      return out;
    };
    const a = at(0), b = at(30);
    let most = 0;
    a.forEach((p, i) => { most = Math.max(most, Math.hypot(b[i][0] - p[0], b[i][1] - p[1], b[i][2] - p[2])); });
    return [a.length, most];
  });
  check(moved[0] === 32 && Math.abs(moved[1] - 0.5) < 0.01,
    `the role warr_sample's ${moved[0]} joints: the pelvis moves ${moved[1].toFixed(4)} m from frame 0 to 30`);
  await page.click('#viewer-close');
}

// A sound's card plays it: its <audio> reads the .wav.
const audio = await page.evaluate(() => new Promise((done) => {
  const a = document.querySelector('#cards .card[data-kind="sound"] audio');
  if (!a) { done(null); return; }
  a.preload = 'auto';
  a.addEventListener('loadedmetadata', () => done([a.getAttribute('src'), a.duration]));
  a.addEventListener('error', () => done([a.getAttribute('src'), -1]));
  a.load();
}));
check(audio && audio[1] > 0, `a sound card's player reads its .wav (${audio && audio[0]}: ${audio && audio[1]} s)`);

// A disc's streamed sound (BFW.SND/) and music track (MUSIC.SND/) have cards whose players play.
if (streams === 'streams') {
  for (const folder of ['BFW.SND', 'MUSIC.SND']) {
    await page.fill('#search', folder.toLowerCase());
    const played = await page.evaluate((f) => new Promise((done) => {
      const a = document.querySelector(`#cards .card[data-stream="${f}"] audio`);
      if (!a) { done(null); return; }
      a.muted = true;
      a.addEventListener('timeupdate', () => { if (a.currentTime > 0) done([a.getAttribute('src'), a.currentTime]); });
      a.addEventListener('error', () => done([a.getAttribute('src'), -1]));
      a.play().catch((e) => done([a.getAttribute('src'), String(e)]));
    }), folder);
    check(played && played[1] > 0, `a ${folder} card's player plays (${played && played.join(': ')})`);
  }
  await page.fill('#search', '');
}

// Over http the page reads the .glb itself (no preview script is loaded).
const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };
const server = http.createServer((req, res) => {
  if (req.url === '/favicon.ico') { res.writeHead(204); res.end(); return; } /* asked by the browser itself */
  const file = path.join(outdir, decodeURIComponent(req.url.split('?')[0]));
  if (!file.startsWith(outdir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'Content-Type': types[path.extname(file)] || 'application/octet-stream' });
  res.end(fs.readFileSync(file));
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const scripts = [];
page.on('request', (r) => { if (r.url().includes('/index-files/glb/')) scripts.push(r.url()); });
await page.goto(`http://127.0.0.1:${server.address().port}/index.html`);
await page.waitForSelector('#cards .card');
await preview(page, 'http');
check(scripts.length === 0, `http: the .glb read directly, no preview script loaded (${scripts.length})`);
server.close();

// From the file system, a model without a preview copy: its card says how to view it.
fs.writeFileSync(path.join(outdir, 'index-files', 'previews.js'), 'window.WARP_PREVIEWS = [];\n');
await page.goto(pathToFileURL(path.join(outdir, 'index.html')).href);
await page.waitForSelector('#cards .card');
await page.click('#cards .card[data-kind="model"] button.preview');
const said = await page.textContent('#viewer-status');
check(said.includes('no preview copy') && said.includes('http.server'), `no copy: the viewer says so (${said.slice(0, 60)}...)`);
check(errors.length === 0, `no console errors${errors.length ? ': ' + errors.join(' | ') : ''}`);
await browser.close();
process.exit(failures ? 1 : 0);
