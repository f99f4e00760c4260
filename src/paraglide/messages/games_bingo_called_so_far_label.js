/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Bingo_Called_So_Far_LabelInputs */

const en_games_bingo_called_so_far_label = /** @type {(inputs: Games_Bingo_Called_So_Far_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Names called so far`)
};

const es_games_bingo_called_so_far_label = /** @type {(inputs: Games_Bingo_Called_So_Far_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombres que ya salieron`)
};

/**
* | output |
* | --- |
* | "Names called so far" |
*
* @param {Games_Bingo_Called_So_Far_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_bingo_called_so_far_label = /** @type {((inputs?: Games_Bingo_Called_So_Far_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Bingo_Called_So_Far_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_bingo_called_so_far_label(inputs)
	return en_games_bingo_called_so_far_label(inputs)
});