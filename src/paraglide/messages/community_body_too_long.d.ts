/**
* | output |
* | --- |
* | "Please keep it under {max} characters." |
*
* @param {Community_Body_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_body_too_long: ((inputs: Community_Body_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Body_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Body_Too_LongInputs = {
    max: NonNullable<unknown>;
};
