/**
* | output |
* | --- |
* | "{title} ({played}×, best {best})" |
*
* @param {Family_Games_Played_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_games_played_list: ((inputs: Family_Games_Played_ListInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Games_Played_ListInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Games_Played_ListInputs = {
    title: NonNullable<unknown>;
    played: NonNullable<unknown>;
    best: NonNullable<unknown>;
};
