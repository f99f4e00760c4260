/**
* | output |
* | --- |
* | "Thank you! Your parent will look at it first." |
*
* @param {Community_Sent_Waits_For_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sent_waits_for_parent: ((inputs?: Community_Sent_Waits_For_ParentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Sent_Waits_For_ParentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Sent_Waits_For_ParentInputs = {};
