/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Games_Adventure_RepeatInputs */

const en_games_adventure_repeat = /** @type {(inputs: Games_Adventure_RepeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Level ${i?.level} complete! Build more wisdom, courage, and faith to advance!`)
};

const es_games_adventure_repeat = /** @type {(inputs: Games_Adventure_RepeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¡Nivel ${i?.level} completado! Crece más en sabiduría, valentía y fe para avanzar.`)
};

/**
* | output |
* | --- |
* | "Level {level} complete! Build more wisdom, courage, and faith to advance!" |
*
* @param {Games_Adventure_RepeatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_repeat = /** @type {((inputs: Games_Adventure_RepeatInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_RepeatInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_repeat(inputs)
	return en_games_adventure_repeat(inputs)
});