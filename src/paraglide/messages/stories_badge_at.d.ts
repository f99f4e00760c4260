/**
* | output |
* | --- |
* | "{count} stories" |
*
* @param {Stories_Badge_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_at: ((inputs: Stories_Badge_AtInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Badge_AtInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Badge_AtInputs = {
    count: NonNullable<unknown>;
};
