/**
* | output |
* | --- |
* | "for “{title}”" |
*
* @param {Devotionals_For_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_for_title: ((inputs: Devotionals_For_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_For_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_For_TitleInputs = {
    title: NonNullable<unknown>;
};
