/**
* | output |
* | --- |
* | "Keep my name private" |
*
* @param {Community_Keep_PrivateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_keep_private: ((inputs?: Community_Keep_PrivateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Keep_PrivateInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Keep_PrivateInputs = {};
