/**
* | output |
* | --- |
* | "You were signed out on every device." |
*
* @param {Api_Signed_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_signed_out_everywhere: ((inputs?: Api_Signed_Out_EverywhereInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Signed_Out_EverywhereInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Signed_Out_EverywhereInputs = {};
