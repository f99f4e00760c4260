/**
* | output |
* | --- |
* | "Your next badge comes at {count} stories heard." |
*
* @param {Stories_Badge_NextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badge_next: ((inputs: Stories_Badge_NextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Badge_NextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Badge_NextInputs = {
    count: NonNullable<unknown>;
};
