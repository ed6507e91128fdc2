// The parts of three.js the extraction index uses, bundled by build-viewer.sh into one
// classic script (three-viewer.js): pages opened from the file system cannot load ES modules.
import * as THREE from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
window.WarpThree = { THREE, GLTFLoader, OrbitControls };
