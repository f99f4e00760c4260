/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Family_Pin_Unset_TextInputs */

const en_family_pin_unset_text = /** @type {(inputs: Family_Pin_Unset_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Set a PIN of ${i?.min} to ${i?.max} digits so that children cannot switch to your profile or open your settings. A longer PIN is harder to guess.`)
};

const es_family_pin_unset_text = /** @type {(inputs: Family_Pin_Unset_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elige un PIN de ${i?.min} a ${i?.max} cifras para que los niños no puedan pasar a tu perfil ni abrir tus ajustes. Un PIN más largo es más difícil de adivinar.`)
};

/**
* | output |
* | --- |
* | "Set a PIN of {min} to {max} digits so that children cannot switch to your profile or open your settings. A longer PIN is harder to guess." |
*
* @param {Family_Pin_Unset_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_pin_unset_text = /** @type {((inputs: Family_Pin_Unset_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Pin_Unset_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_pin_unset_text(inputs)
	return en_family_pin_unset_text(inputs)
});