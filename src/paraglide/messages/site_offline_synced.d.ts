/**
* | output |
* | --- |
* | "Marked a chapter as read or finished a game? It is saved on this device and syncs when you are back online." |
*
* @param {Site_Offline_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_offline_synced: ((inputs?: Site_Offline_SyncedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Offline_SyncedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Offline_SyncedInputs = {};
