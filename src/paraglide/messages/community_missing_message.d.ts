/**
* | output |
* | --- |
* | "Please enter a message to share with the community." |
*
* @param {Community_Missing_MessageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_missing_message: ((inputs?: Community_Missing_MessageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Missing_MessageInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Missing_MessageInputs = {};
