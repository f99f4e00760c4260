/**
* | output |
* | --- |
* | "A family can have up to {max} child profiles." |
*
* @param {Api_Too_Many_ChildrenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_too_many_children: ((inputs: Api_Too_Many_ChildrenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Too_Many_ChildrenInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Too_Many_ChildrenInputs = {
    max: NonNullable<unknown>;
};
