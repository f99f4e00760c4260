/**
* | output |
* | --- |
* | "This still waits for the child’s parent: it comes to the queue once they approve it. Nothing was changed." |
*
* @param {Api_Still_With_ParentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_still_with_parent: ((inputs?: Api_Still_With_ParentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Still_With_ParentInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Still_With_ParentInputs = {};
