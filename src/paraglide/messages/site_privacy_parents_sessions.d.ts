/**
* | output |
* | --- |
* | "Sign-in sessions, so that you stay signed in on your devices." |
*
* @param {Site_Privacy_Parents_SessionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const site_privacy_parents_sessions: ((inputs?: Site_Privacy_Parents_SessionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Site_Privacy_Parents_SessionsInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Site_Privacy_Parents_SessionsInputs = {};
