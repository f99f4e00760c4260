/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Stories_Badges_AllInputs */

const en_stories_badges_all = /** @type {(inputs: Stories_Badges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have every story badge. Well done!`)
};

const es_stories_badges_all = /** @type {(inputs: Stories_Badges_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Tienes todas las insignias de historias! ¡Muy bien!`)
};

/**
* | output |
* | --- |
* | "You have every story badge. Well done!" |
*
* @param {Stories_Badges_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_badges_all = /** @type {((inputs?: Stories_Badges_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Stories_Badges_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_stories_badges_all(inputs)
	return en_stories_badges_all(inputs)
});