/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Games_Hunt_Starting_AgainInputs */

const en_games_hunt_starting_again = /** @type {(inputs: Games_Hunt_Starting_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔁 Starting the level again...`)
};

const es_games_hunt_starting_again = /** @type {(inputs: Games_Hunt_Starting_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`🔁 Empezando el nivel otra vez...`)
};

/**
* | output |
* | --- |
* | "🔁 Starting the level again..." |
*
* @param {Games_Hunt_Starting_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const games_hunt_starting_again = /** @type {((inputs?: Games_Hunt_Starting_AgainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Games_Hunt_Starting_AgainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_games_hunt_starting_again(inputs)
	return en_games_hunt_starting_again(inputs)
});