#!/usr/bin/env python3
"""The house rules of lib/ and the warp tool (examples/warp/), checked from the sources:

1. no cycle of includes or calls between files (a file calls another when it names a
   function defined there);
2. calls and includes go one way down the tool's layers:
       main.c -> cli/ -> mod/ -> extract/ | rebuild/ | sample/ -> formats/ -> platform/ -> the library
   and never between two job folders (extract/, rebuild/, sample/); mod/ (a job made of
   an extraction and a rebuild) calls both, never the other way; lib/ never reaches into
   the tool;
3. no C function over 100 lines in lib/ or the tool; the small examples (examples/*.c)
   under 200 lines each;
4. no function of the tool defined twice with the same body (a small helper's one home is
   platform/; a namesake with another body is renamed to say what it is).

Usage: check_house.py [SOURCE_ROOT]. Needs Universal Ctags (`ctags --output-format=json`).
Exit 0 when the house holds, 1 with one line per breach, 77 (skip) without ctags."""
import json
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), '..', '..'))
TOOL = 'examples/warp'
MAX_FUNCTION = 100
MAX_EXAMPLE = 200
# rank of each part; an arrow may only go to a lower rank (or within one folder)
RANKS = {'main': 6, 'cli': 5, 'mod': 4.5, 'extract': 4, 'rebuild': 4, 'sample': 4, 'formats': 3, 'platform': 2, 'lib': 1}
SKIP_DIRS = ('examples/warp/formats/html', 'examples/warp/platform/compat-include')


def part(path):
    if path.startswith('lib/') or path.startswith('include/'):
        return 'lib'
    if path.startswith(TOOL + '/'):
        rest = path[len(TOOL) + 1:]
        return rest.split('/')[0] if '/' in rest else 'main'
    return None


def sources():
    out = []
    for top in ('lib', 'include', TOOL):
        for dp, _, fn in os.walk(os.path.join(ROOT, top)):
            rel = os.path.relpath(dp, ROOT)
            if rel.startswith(SKIP_DIRS):
                continue
            out += [os.path.join(rel, f) for f in fn if f.endswith(('.c', '.h'))]
    return sorted(out)


def strip_comments(text):
    text = re.sub(r'/\*.*?\*/', ' ', text, flags=re.S)
    text = re.sub(r'//[^\n]*', ' ', text)
    return re.sub(r'"(\\.|[^"\\\n])*"', '""', text)


def resolve(inc, src, files):
    for base in (os.path.dirname(src), TOOL, 'include', 'lib'):
        cand = os.path.normpath(os.path.join(base, inc))
        if cand in files:
            return cand
    return None


def tags(files):
    cmd = ['ctags', '--output-format=json', '--fields=+neF', '--kinds-c=f', '--language-force=C', '-f', '-'] + files
    out = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=True).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith('{')]


def copies(all_tags, raw):
    """Static helpers of the tool defined twice with the same body (whitespace and the name
    aside): a small helper has one home (platform/), not a copy per file (issue 36 point 9)."""
    seen, out = {}, []
    for t in all_tags:
        if not t['path'].startswith(TOOL + '/') or t.get('kind') != 'function' or 'end' not in t:
            continue
        body = ''.join(raw[t['path']].split('\n')[t['line'] - 1:t['end']]).replace(t['name'], '\0', 1)
        body = re.sub(r'\s+', '', body)
        if body in seen:
            out.append(f"copy: {t['path']}:{t['line']} {t['name']} is {seen[body]} again (one home in platform/)")
        else:
            seen[body] = f"{t['path']}:{t['line']} {t['name']}"
    return out


def tarjan(nodes, edges):
    index, low, stack, on, sccs, n = {}, {}, [], set(), [], [0]

    def visit(v):  # iterative enough for a few hundred files
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                sccs.append(sorted(comp))

    sys.setrecursionlimit(10000)
    for v in nodes:
        if v not in index:
            visit(v)
    return sccs


def main():
    if not shutil.which('ctags') or b'Universal' not in subprocess.run(['ctags', '--version'], capture_output=True).stdout:
        print('check_house: Universal Ctags not found; skipped')
        return 77
    files = sources()
    fileset = set(files)
    text = {f: strip_comments(open(os.path.join(ROOT, f), encoding='utf-8', errors='replace').read()) for f in files}
    raw = {f: open(os.path.join(ROOT, f), encoding='utf-8', errors='replace').read() for f in files}
    edges, why, breaches = {}, {}, []

    def arrow(a, b, reason):
        if a != b:
            edges.setdefault(a, set()).add(b)
            why.setdefault((a, b), reason)

    for f in files:
        for inc in re.findall(r'^\s*#\s*include\s+"([^"]+)"', raw[f], flags=re.M):
            target = resolve(inc, f, fileset)
            if target:
                arrow(f, target, 'includes ' + inc)
    all_tags = tags(files)
    defined = {}  # global function name -> defining .c file
    for t in all_tags:
        if t['path'].endswith('.c') and t.get('kind') == 'function' and not t.get('file') and t['name'] != 'main':
            defined.setdefault(t['name'], t['path'])
    if defined:
        # one regex over all names: which global functions each .c file names
        names = re.compile(r'\b(' + '|'.join(sorted(map(re.escape, defined), key=len, reverse=True)) + r')\b')
        for f in files:
            if not f.endswith('.c'):
                continue
            for name in set(names.findall(text[f])):
                if defined[name] != f:
                    arrow(f, defined[name], 'calls ' + name)
    for comp in tarjan(files, edges):
        ring = [f'{a} -> {b} ({why[(a, b)]})' for a in comp for b in sorted(edges.get(a, ())) if b in comp]
        breaches.append('cycle between ' + ', '.join(comp) + ':\n    ' + '\n    '.join(ring))
    for (a, b), reason in sorted(why.items()):
        pa, pb = part(a), part(b)
        if pa is None or pb is None or pa == pb:
            continue
        if RANKS[pb] > RANKS[pa]:
            breaches.append(f'upward: {a} ({pa}) -> {b} ({pb}): {reason}')
        elif RANKS[pb] == RANKS[pa]:
            breaches.append(f'sideways between job folders: {a} -> {b}: {reason}')
    breaches += copies(all_tags, raw)
    for t in all_tags:
        if t.get('kind') == 'function' and 'end' in t:
            length = t['end'] - t['line'] + 1
            if length > MAX_FUNCTION:
                breaches.append(f"long function: {t['path']}:{t['line']} {t['name']} is {length} lines (at most {MAX_FUNCTION})")
    for f in sorted(os.listdir(os.path.join(ROOT, 'examples'))):
        if f.endswith('.c'):
            n = sum(1 for _ in open(os.path.join(ROOT, 'examples', f), encoding='utf-8'))
            if n >= MAX_EXAMPLE:
                breaches.append(f'examples/{f} is {n} lines (the small examples stay under {MAX_EXAMPLE})')
    for b in breaches:
        print('check_house: ' + b)
    print(f'check_house: {len(files)} files, {sum(len(v) for v in edges.values())} arrows, {len(breaches)} breaches')
    return 1 if breaches else 0


if __name__ == '__main__':
    sys.exit(main())
