/**
 * The registration's texts held as data (docs/i18n.md): the steps' titles, the details' field
 * labels and legend, the team choices and the coupon hold, worded at render from the
 * catalogues, so a language switch re-words them on screen with what was typed kept.
 */
import { act, render, screen } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadCataloguePart } from '../../../lib/i18n/activate';
import { MultiStepForm } from './multi-step-form';
import { PersonalDetailsFields } from './personal-details-fields';
import { PromoBanner } from './promo-banner';
import { TeamChoiceFields } from './team-choice-fields';

const switchTo = async (language: 'en' | 'fr') => {
  await act(async () => {
    await loadCataloguePart('participant');
    await activateLanguage(language);
  });
};

afterEach(async () => {
  await switchTo('en');
});

const TITLES = [msg`Distance and details`, msg`Gift registrations`];

describe('the registration steps in French', () => {
  it('words the step title and the progress bar, and re-words them on a switch', async () => {
    render(
      <MultiStepForm titles={TITLES} index={1} onBack={() => undefined} submitting={false}>
        <p>step</p>
      </MultiStepForm>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Step 2 of 2: Gift registrations',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Step 2 of 2: Gift registrations' }),
    ).toBeInTheDocument();
    await switchTo('fr');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Étape 2 sur 2 : Inscriptions-cadeaux',
    );
    expect(
      screen.getByRole('progressbar', { name: 'Étape 2 sur 2\u00a0: Inscriptions-cadeaux' }),
    ).toBeInTheDocument();
  });

  it('says Personalizing your Experience in French while the order is sent', async () => {
    await switchTo('fr');
    render(
      <MultiStepForm titles={TITLES} index={1} onBack={() => undefined} submitting>
        <p>step</p>
      </MultiStepForm>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Personnalisation de votre expérience');
  });

  it('labels the details fields in French, the typed value kept across the switch', async () => {
    render(
      <PersonalDetailsFields
        data={{ firstName: 'Avery' }}
        errors={{ postalCode: 'Please enter your postal code.' }}
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('group', { name: 'Your details' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Avery');
    await switchTo('fr');
    expect(screen.getByRole('group', { name: 'Vos renseignements' })).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Avery');
    expect(screen.getByLabelText('Nom')).toBeInTheDocument();
    expect(screen.getByLabelText('Code postal')).toBeInTheDocument();
    expect(screen.getByText('Veuillez entrer votre code postal.')).toBeInTheDocument();
  });

  it('words the team choices and the promo banner in French', async () => {
    await switchTo('fr');
    render(
      <>
        <PromoBanner code="RUNCANADA" />
        <TeamChoiceFields
          data={{ teamChoice: 'newTeam' }}
          errors={{}}
          teams={[]}
          onChange={() => undefined}
        />
      </>,
    );
    expect(screen.getByLabelText('Aucune équipe')).toBeInTheDocument();
    expect(screen.getByLabelText('Créer une nouvelle équipe')).toBeChecked();
    expect(screen.getByLabelText('Rejoindre une équipe existante')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Votre code RUNCANADA a été appliqué automatiquement',
    );
  });
});
