/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Family_Delete_ConfirmInputs */

const en_family_delete_confirm = /** @type {(inputs: Family_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}'s profile and everything it saved (reading, badges, games, stories)? This cannot be undone.`)
};

const es_family_delete_confirm = /** @type {(inputs: Family_Delete_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`¿Borrar el perfil de ${i?.name} y todo lo que guardó (lecturas, insignias, juegos, historias)? No se puede deshacer.`)
};

/**
* | output |
* | --- |
* | "Delete {name}'s profile and everything it saved (reading, badges, games, stories)? This cannot be undone." |
*
* @param {Family_Delete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_delete_confirm = /** @type {((inputs: Family_Delete_ConfirmInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Family_Delete_ConfirmInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_family_delete_confirm(inputs)
	return en_family_delete_confirm(inputs)
});