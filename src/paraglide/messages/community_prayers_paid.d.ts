/**
* | output |
* | --- |
* | "Prayer requests are part of our paid plans." |
*
* @param {Community_Prayers_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_prayers_paid: ((inputs?: Community_Prayers_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Prayers_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Prayers_PaidInputs = {};
