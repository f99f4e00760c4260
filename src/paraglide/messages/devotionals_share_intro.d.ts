/**
* | output |
* | --- |
* | "Share “{title}” with your friends and family." |
*
* @param {Devotionals_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const devotionals_share_intro: ((inputs: Devotionals_Share_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Devotionals_Share_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Devotionals_Share_IntroInputs = {
    title: NonNullable<unknown>;
};
