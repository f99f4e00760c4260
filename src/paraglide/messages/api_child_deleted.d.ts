/**
* | output |
* | --- |
* | "The profile and everything it saved were deleted." |
*
* @param {Api_Child_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_child_deleted: ((inputs?: Api_Child_DeletedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Child_DeletedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Child_DeletedInputs = {};
