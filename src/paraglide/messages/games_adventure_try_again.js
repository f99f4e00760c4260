/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ level: NonNullable<unknown> }} Games_Adventure_Try_AgainInputs */

const en_games_adventure_try_again = /** @type {(inputs: Games_Adventure_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Try Level ${i?.level} again`)
};

const es_games_adventure_try_again = /** @type {(inputs: Games_Adventure_Try_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Intentar otra vez el nivel ${i?.level}`)
};

/**
* | output |
* | --- |
* | "Try Level {level} again" |
*
* @param {Games_Adventure_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_adventure_try_again = /** @type {((inputs: Games_Adventure_Try_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Adventure_Try_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_adventure_try_again(inputs)
	return en_games_adventure_try_again(inputs)
});