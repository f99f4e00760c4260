/**
* | output |
* | --- |
* | "Not approved" |
*
* @param {Admin_Stories_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_rejected: ((inputs?: Admin_Stories_RejectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Stories_RejectedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Stories_RejectedInputs = {};
