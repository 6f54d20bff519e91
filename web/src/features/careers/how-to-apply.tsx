import { useStudio } from '@/lib/studio-context';
import { StepNumber } from '@/components/ui/step-number';

const steps = (email: string | undefined) => [
  { title: 'Write to us', text: `Use the button on the role${email ? `, or email ${email}` : ''} with the role in the subject line.` },
  { title: 'Share your work', text: 'A link to a portfolio, Instagram or a shared folder — twenty images you love beats a hundred.' },
  {
    title: 'Meet the team',
    text: 'If it feels like a fit, we invite you for coffee at the studio and, for creative roles, a paid trial shoot.',
  },
];

/** The application steps, the same for every role. */
export function HowToApply() {
  const email = useStudio()?.email;
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps(email).map((step, i) => (
        <li key={step.title} className="rounded-3xl bg-ivory p-6 sm:p-8">
          <StepNumber n={i + 1} className="text-5xl" />
          <h3 className="mt-4 text-2xl font-semibold text-ink">{step.title}</h3>
          <p className="mt-2 break-words leading-relaxed text-ink-soft">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
