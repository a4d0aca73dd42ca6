// The async boundary: federation negotiates the shared React, router, jotai and
// styled-components before any module that imports them runs.
import('./bootstrap');
