// Runs the Khronos glTF-Validator (npm package gltf-validator) over .glb files.
// usage: node gltf_validate.mjs VALIDATOR_PACKAGE_DIR [--strict] FILE.glb...
// Prints one summary line per file plus its errors and warnings; exits 1 when any file
// has an error (or, with --strict, a warning), 2 when the validator cannot run.
import { createRequire } from 'module';
import { readFileSync } from 'fs';
import { resolve } from 'path';

const [pkgDir, ...rest] = process.argv.slice(2);
const strict = rest.includes('--strict');
const files = rest.filter((a) => a !== '--strict');
if (!pkgDir || files.length === 0) {
    console.error('usage: node gltf_validate.mjs VALIDATOR_PACKAGE_DIR [--strict] FILE.glb...');
    process.exit(2);
}

let validator;
try {
    validator = createRequire(import.meta.url)(resolve(pkgDir));
} catch (e) {
    console.error(`gltf_validate: cannot load ${pkgDir}: ${e.message}`);
    process.exit(2);
}

const severityName = ['error', 'warning', 'info', 'hint'];
let bad = 0;
for (const file of files) {
    let report;
    try {
        report = await validator.validateBytes(new Uint8Array(readFileSync(file)), {
            uri: file, maxIssues: 0, writeTimestamp: false,
        });
    } catch (e) {
        console.log(`${file}: validator refused the file: ${e}`);
        bad++;
        continue;
    }
    const i = report.issues;
    console.log(`${file}: ${i.numErrors} errors, ${i.numWarnings} warnings, ${i.numInfos} infos, ${i.numHints} hints`);
    for (const m of i.messages) {
        if (m.severity <= 1 || process.env.GLTF_VALIDATE_VERBOSE)
            console.log(`  ${severityName[m.severity]} ${m.code} ${m.pointer ?? ''}: ${m.message}`);
    }
    if (i.numErrors > 0 || (strict && i.numWarnings > 0)) bad++;
}
process.exit(bad ? 1 : 0);
