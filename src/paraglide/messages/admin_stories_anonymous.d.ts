/**
* | output |
* | --- |
* | "· wants to stay anonymous" |
*
* @param {Admin_Stories_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_stories_anonymous: ((inputs?: Admin_Stories_AnonymousInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Stories_AnonymousInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Stories_AnonymousInputs = {};
