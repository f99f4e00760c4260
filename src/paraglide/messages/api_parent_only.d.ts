/**
* | output |
* | --- |
* | "Please ask a grown-up: this part is for parents." |
*
* @param {Api_Parent_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_parent_only: ((inputs?: Api_Parent_OnlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Parent_OnlyInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Parent_OnlyInputs = {};
