/**
* | output |
* | --- |
* | "Pages of {noun}" |
*
* @param {Admin_Pages_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_pages_of: ((inputs: Admin_Pages_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pages_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Pages_OfInputs = {
    noun: NonNullable<unknown>;
};
