// Moved to src/test (a test helper); this re-export goes once its last caller imports it from there.
export { renderSettingsPart } from '../test/renderSettingsPart';
