/**
* | output |
* | --- |
* | "The PIN is {min} to {max} digits." |
*
* @param {Api_Pin_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_pin_invalid: ((inputs: Api_Pin_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Pin_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Pin_InvalidInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
