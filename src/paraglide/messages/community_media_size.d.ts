/**
* | output |
* | --- |
* | "{size} MB" |
*
* @param {Community_Media_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_size: ((inputs: Community_Media_SizeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_SizeInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_SizeInputs = {
    size: NonNullable<unknown>;
};
