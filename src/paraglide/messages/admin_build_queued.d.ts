/**
* | output |
* | --- |
* | "⏳ A rebuild will start in a moment..." |
*
* @param {Admin_Build_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_queued: ((inputs?: Admin_Build_QueuedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_QueuedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_QueuedInputs = {};
