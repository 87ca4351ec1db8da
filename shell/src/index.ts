// The async boundary: federation negotiates the shared singletons before any React code runs
// (without it React would be required synchronously: RUNTIME-006 loadShareSync).
void import('./bootstrap');
