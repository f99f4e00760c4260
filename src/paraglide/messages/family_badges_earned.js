/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Family_Badges_EarnedInputs */

const en_family_badges_earned = /** @type {(inputs: Family_Badges_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Badges earned:`)
};

const es_family_badges_earned = /** @type {(inputs: Family_Badges_EarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insignias ganadas:`)
};

/**
* | output |
* | --- |
* | "Badges earned:" |
*
* @param {Family_Badges_EarnedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_badges_earned = /** @type {((inputs?: Family_Badges_EarnedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Badges_EarnedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_badges_earned(inputs)
	return en_family_badges_earned(inputs)
});