/**
* | output |
* | --- |
* | "Anonymous" |
*
* @param {Community_Author_AnonymousInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_author_anonymous: ((inputs?: Community_Author_AnonymousInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Author_AnonymousInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Author_AnonymousInputs = {};
