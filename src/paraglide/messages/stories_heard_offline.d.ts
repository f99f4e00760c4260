/**
* | output |
* | --- |
* | "You are offline. Press the button again when you are back online." |
*
* @param {Stories_Heard_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_heard_offline: ((inputs?: Stories_Heard_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Heard_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Heard_OfflineInputs = {};
