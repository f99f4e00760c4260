/**
* | output |
* | --- |
* | "Your plan was not bought online, so there is nothing to manage here." |
*
* @param {Api_Not_Bought_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_not_bought_online: ((inputs?: Api_Not_Bought_OnlineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_Not_Bought_OnlineInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_Not_Bought_OnlineInputs = {};
