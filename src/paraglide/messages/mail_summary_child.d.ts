/**
* | output |
* | --- |
* | "{name}: {chapters} {badges} {games} {verses} {devotionals}" |
*
* @param {Mail_Summary_ChildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_child: ((inputs: Mail_Summary_ChildInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_ChildInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_ChildInputs = {
    name: NonNullable<unknown>;
    chapters: NonNullable<unknown>;
    badges: NonNullable<unknown>;
    games: NonNullable<unknown>;
    verses: NonNullable<unknown>;
    devotionals: NonNullable<unknown>;
};
