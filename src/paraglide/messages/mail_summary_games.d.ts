/**
* | n | output |
* | --- | --- |
* | "one" | "{count} game played," |
* | "other" | "{count} games played," |
*
* @param {Mail_Summary_GamesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const mail_summary_games: ((inputs: Mail_Summary_GamesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Summary_GamesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Summary_GamesInputs = {
    count: NonNullable<unknown>;
};
