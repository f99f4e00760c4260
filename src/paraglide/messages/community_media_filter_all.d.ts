/**
* | output |
* | --- |
* | "All ({count})" |
*
* @param {Community_Media_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_media_filter_all: ((inputs: Community_Media_Filter_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Media_Filter_AllInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Media_Filter_AllInputs = {
    count: NonNullable<unknown>;
};
