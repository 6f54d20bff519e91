// reactfire imports Realtime Database, Functions, Remote Config and Storage at module level, and
// those SDKs register themselves on import, so no bundler can drop them: about 60 kB gzip of
// code this app never runs. vite.config.ts points those four imports here instead. Calling any of
// these means someone started using one of those SDKs: remove its alias first.
function unused(name: string): never {
  throw new Error(`${name} comes from a Firebase SDK this app does not bundle (see web/vite.config.ts).`);
}

export const get = () => unused('firebase/database get');
export const off = () => unused('firebase/database off');
export const onChildAdded = () => unused('firebase/database onChildAdded');
export const onChildChanged = () => unused('firebase/database onChildChanged');
export const onChildMoved = () => unused('firebase/database onChildMoved');
export const onChildRemoved = () => unused('firebase/database onChildRemoved');
export const onValue = () => unused('firebase/database onValue');
export const httpsCallable = () => unused('firebase/functions httpsCallable');
export const ensureInitialized = () => unused('firebase/remote-config ensureInitialized');
export const getAll = () => unused('firebase/remote-config getAll');
export const getBoolean = () => unused('firebase/remote-config getBoolean');
export const getNumber = () => unused('firebase/remote-config getNumber');
export const getString = () => unused('firebase/remote-config getString');
export const getValue = () => unused('firebase/remote-config getValue');
export const getDownloadURL = () => unused('firebase/storage getDownloadURL');
export const ref = () => unused('firebase/storage ref');
