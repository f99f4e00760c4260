/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Bible_Reading_PickInputs */

const en_bible_reading_pick = /** @type {(inputs: Bible_Reading_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick any chapter you like in the Bible Explorer!`)
};

const es_bible_reading_pick = /** @type {(inputs: Bible_Reading_PickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¡Elige el capítulo que quieras en el Explorador bíblico!`)
};

/**
* | output |
* | --- |
* | "Pick any chapter you like in the Bible Explorer!" |
*
* @param {Bible_Reading_PickInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_reading_pick = /** @type {((inputs?: Bible_Reading_PickInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bible_Reading_PickInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_bible_reading_pick(inputs)
	return en_bible_reading_pick(inputs)
});