/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Admin_Stories_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_approved: ((inputs?: Admin_Stories_ApprovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Stories_ApprovedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Stories_ApprovedInputs = {};
