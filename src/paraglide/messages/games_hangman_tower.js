/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ built: NonNullable<unknown>, total: NonNullable<unknown> }} Games_Hangman_TowerInputs */

const en_games_hangman_tower = /** @type {(inputs: Games_Hangman_TowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The tower has ${i?.built} of ${i?.total} blocks: one block for each letter that is not in the word.`)
};

const es_games_hangman_tower = /** @type {(inputs: Games_Hangman_TowerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La torre tiene ${i?.built} de ${i?.total} bloques: uno por cada letra que no está en la palabra.`)
};

/**
* | output |
* | --- |
* | "The tower has {built} of {total} blocks: one block for each letter that is not in the word." |
*
* @param {Games_Hangman_TowerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hangman_tower = /** @type {((inputs: Games_Hangman_TowerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hangman_TowerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hangman_tower(inputs)
	return en_games_hangman_tower(inputs)
});